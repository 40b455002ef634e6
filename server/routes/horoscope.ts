import { HoroscopeRequestSchema, HoroscopeSchema } from '../../contract/schemas';
import { formAsBody } from '../lib/input';
import { currentUser } from '../plugins/auth';
import { saveHoroscope } from '../services/horoscope';
import type { RoutePlugin } from './types';

/** The horoscope, opt-in: PUT /profile/horoscope answers the Moon worked out from it. */
export const horoscopeRoutes: RoutePlugin = async (app, { db, auth }) => {
  app.put(
    '/profile/horoscope',
    {
      preValidation: [auth.requireMember, formAsBody],
      schema: { body: HoroscopeRequestSchema, response: { 200: HoroscopeSchema } },
    },
    async (request) => saveHoroscope(db, currentUser(request).userId, request.body),
  );
};
