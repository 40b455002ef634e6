export * from './common';
export * from './users';
export * from './assistant';
export * from './verification';
export * from './profile';
export * from './feed';
export * from './matches';
export * from './chat';
