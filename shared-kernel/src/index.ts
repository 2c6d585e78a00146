export * from './types';
export * from './constants';
export * from './urls';
