import { z } from 'zod';
import { isCalendarDate } from './venue-time.js';

/** A query or body date in the venue's calendar, written YYYY-MM-DD. */
export const dateField = z.string().refine(isCalendarDate, 'Use a real date written YYYY-MM-DD.');
