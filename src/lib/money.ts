const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Amounts travel as integer cents; members read dollars. */
export const formatCad = (cents: number) => cad.format(cents / 100);

export const centsToDollars = (cents: number) => cents / 100;
