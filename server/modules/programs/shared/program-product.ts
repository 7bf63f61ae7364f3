import type { Product } from '../../checkout/products/index.js';

/** The one product every program place is sold as: a drop-in session's place and a whole program's alike. */
export const PROGRAM_REGISTRATION = 'program_registration';

/**
 * What a part does with the lines it sells (registrations: a place in a session; events: a place in
 * a whole program); the programs plugin makes the two one product on the order registry.
 */
export type PlaceLines<Input> = Pick<Product<Input>, 'hold' | 'fulfil' | 'release' | 'cancellationTerms' | 'details' | 'calendar'>;
