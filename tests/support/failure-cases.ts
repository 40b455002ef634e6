import { fail } from '../mocks/http';

/**
 * The three failure paths of spec 8 every step is tested for: the server's
 * errorMessage, the step's fallback for a 500 without a body, and its
 * exception text for a network error (which is also logged).
 */
export function failureCases(fallback: string, exception: string) {
  return [
    {
      name: 'the server errorMessage',
      respond: () => fail(400, 'The server said no.'),
      text: 'The server said no.',
      logs: 0,
    },
    { name: 'the fallback for a 500 without a body', respond: () => fail(500), text: fallback, logs: 0 },
    { name: 'the exception text for a network error', respond: () => Response.error(), text: exception, logs: 1 },
  ];
}
