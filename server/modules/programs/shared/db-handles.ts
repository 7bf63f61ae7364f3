import type { Database } from '../../../db/client.js';
import type { Tx } from '../../checkout/products/index.js';

/** What a read needs: the database or a transaction, as every part's repositories take it. */
export type Reader = Pick<Database, 'select'>;
export type { Tx };
