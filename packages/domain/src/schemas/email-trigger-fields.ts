/*
 * What the e-mail triggers are made of (email-template.ts assembles EMAIL_TRIGGERS from the
 * email-triggers-*.ts modules by area); not exported from the package beyond the two interfaces.
 */

/** A value a trigger's template may use as {{name}}, with what it holds and a preview sample. */
export interface EmailPlaceholder {
  readonly name: string;
  readonly description: string;
  readonly sample: string;
}

export interface EmailTrigger {
  /** The template's name (spec 01 §3: "name (the trigger)"). */
  readonly name: string;
  /** The event of the product that sends it. */
  readonly description: string;
  readonly placeholders: readonly EmailPlaceholder[];
}

export const firstName = {
  name: 'firstName',
  description: "The recipient's first name",
  sample: 'Alex',
} as const;
export const link = (description: string, sample: string) => ({ name: 'link', description, sample }) as const;
