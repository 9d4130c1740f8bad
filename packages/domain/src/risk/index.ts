export * from './risk-assessment.js';
export * from './risk-texts.js';
export * from './risk.schema.js';
