export * from './common';
export * from './vehicle';
export * from './user';
export * from './account';
export * from './forum';
export * from './events-clubs';
export * from './messaging';
export * from './nav';
