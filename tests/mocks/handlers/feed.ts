import { memberProfiles } from '../fixtures';
import { ok, route } from '../http';

export const feedHandlers = [route('get', '/feed/home', 'member', () => ok({ profiles: memberProfiles }))];
