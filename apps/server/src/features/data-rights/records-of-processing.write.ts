import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORDS_OF_PROCESSING_PATH, renderRecordsOfProcessing } from './records-of-processing.render.js';

/* `npm run docs:ropa`: writes docs/records-of-processing.md from the structured description. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const file = path.join(root, RECORDS_OF_PROCESSING_PATH);
fs.writeFileSync(file, renderRecordsOfProcessing());
console.log(`wrote ${RECORDS_OF_PROCESSING_PATH}`);
