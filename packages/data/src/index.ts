export * from './constants';
export * from './validation';
export * from './format';
