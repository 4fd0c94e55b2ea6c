export * from './stats';
export * from './spells-constants';
