import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import type { CharityRegister } from './charity-register.js';
import { createHttpCharityRegister } from './http.js';
import { createLocalCharityRegister } from './local.js';

export type { CharityRegister, RegisterRecord } from './charity-register.js';
export { CharityRegisterUnavailable } from './charity-register.js';
export { createHttpCharityRegister } from './http.js';
export { createLocalCharityRegister, presentRegisterRow } from './local.js';

/**
 * The configured register: the Commission's API when CHARITY_REGISTER_URL is set, else the local
 * copy (charity_register, loaded from the public extract).
 */
export function createCharityRegister(config: Config, db: DbOrTx): CharityRegister {
  return config.CHARITY_REGISTER_URL
    ? createHttpCharityRegister({ url: config.CHARITY_REGISTER_URL, apiKey: config.CHARITY_REGISTER_KEY })
    : createLocalCharityRegister(db);
}
