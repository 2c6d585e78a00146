export * from './api-error';
export * from './api-client';
