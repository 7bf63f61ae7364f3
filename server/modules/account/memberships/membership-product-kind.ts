/** The product kind of an annual membership on an order line. */
export const MEMBERSHIP_PRODUCT = 'membership';
