export * from './categories';
export * from './countries';
export * from './jobs';
export * from './business';
export * from './notifications';
export * from './regions';
export * from './companies';
export * from './realtime';
