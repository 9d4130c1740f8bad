import fs from 'node:fs';
import { type Address, ZAddress } from '@probity/domain';
import { z } from 'zod';
import type { AddressLookup } from './address-lookup.js';
import { serverFile } from '../../lib/server-files.js';

const SAMPLE_FILE = serverFile('integrations', 'address-lookup', 'sample-addresses.json');
const ZSample = z.record(z.string(), z.array(ZAddress));

let sample: Map<string, Address[]> | undefined;

/** The shipped sample, keyed by normalised postcode; read and checked once. */
function loadSample(): Map<string, Address[]> {
  sample ??= new Map(Object.entries(ZSample.parse(JSON.parse(fs.readFileSync(SAMPLE_FILE, 'utf8')))));
  return sample;
}

/**
 * The embedded default: answers from a local sample of postcodes (sample-addresses.json), with no
 * network. Also the sandbox source of a company in test mode (spec 01 §4).
 */
export function createEmbeddedAddressLookup(): AddressLookup {
  return {
    kind: 'embedded',
    async find(postcode) {
      return (loadSample().get(postcode) ?? []).map((a) => ({ ...a }));
    },
  };
}
