/** Demo accounts; the app's mock API uses the same credentials (printed at start, written in the README). */
export const DEMO_MEMBER = { email: 'demo@matrimony.example', password: 'Demo@12345' } as const;
export const NEW_MEMBER = { email: 'new@matrimony.example', password: 'Demo@12345' } as const;
export const DEMO_ADMIN = { email: 'admin@matrimony.example', password: 'Admin@12345' } as const;
