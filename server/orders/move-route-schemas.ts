/** Answer schemas shared by the staff move routes: `data` is the spec's fixed word, errors are `{message}`. */
import { z } from 'zod';
import { errorBody } from '../../shared/api.ts';

export const moveAnswer = <W extends string>(word: W) => z.object({ message: z.string(), data: z.literal(word) });

export const moveErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
