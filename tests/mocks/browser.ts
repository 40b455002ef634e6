import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The mock API in the browser for `npm run dev`. */
export const worker = setupWorker(...handlers);
