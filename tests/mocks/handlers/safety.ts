import { ok, route } from '../http';

export const safetyHandlers = [
  route('post', '/safety/block', 'member', () => ok()),
  route('post', '/safety/report', 'member', () => ok()),
];
