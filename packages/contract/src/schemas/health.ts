import { z } from 'zod';
import { ok } from './common';

export const healthResponse = ok({ status: z.enum(['SERVING', 'NOT_SERVING']) });
