export * from './categories.js';
export * from './thresholds.js';
export * from './key-dates.js';
export * from './inheritance-tax.js';
export * from './estate-accounts.js';
export * from './texts.js';
export * from './schemas.js';
export * from './will.js';
