export * from './errors';
export * from './common';
export * from './users';
export * from './library';
export * from './warrior';
export * from './warrior-entity';
export * from './company';
