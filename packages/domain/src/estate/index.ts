export * from './categories.js';
export * from './money.js';
export * from './register.js';
export * from './register-totals.js';
