export * from './driving-licence.js';
export * from './individual.schema.js';
export * from './limits.js';
export * from './nino.js';
export * from './patterns.js';
export * from './texts.js';
export * from './invite.schema.js';
export * from './screening-texts.js';
