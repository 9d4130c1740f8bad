export * from './audit.js';
export * from './email-templates.js';
export * from './identity.js';
export * from './mail.js';
export * from './matters.js';
export * from './organisations.js';
export * from './terms.js';
export * from './users.js';
