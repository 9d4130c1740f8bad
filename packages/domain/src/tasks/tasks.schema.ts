import { z } from 'zod';
import { zOptionalDate } from '../schemas/dates.js';
import { VALIDATION } from '../texts.js';
import { TASK_DETAIL_MAX, TASK_TITLE_MAX } from './task-rules.js';
import { TASK_TEXTS } from './task-texts.js';

const zText = (max: number) =>
  z
    .string({ error: VALIDATION.invalidFormat })
    .trim()
    .refine((v) => v.length <= max, {
      error: (i) => VALIDATION.tooManyCharacters(max, String(i.input).trim().length),
    });

/** An optional user id: null, undefined and '' are nobody. */
const zAssignee = z
  .union([z.literal(''), z.uuid({ error: TASK_TEXTS.assigneeInvalid })], {
    error: TASK_TEXTS.assigneeInvalid,
  })
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

/**
 * POST /api/Tasks/Matter/{matterId} and PUT /api/Tasks/{taskId}: title (required), detail, due date
 * ('YYYY-MM-DD', optional) and assignee (a member of the matter's team, optional).
 */
export const ZTaskInput = z.object({
  title: zText(TASK_TITLE_MAX).refine((v) => v.length > 0, { error: VALIDATION.required }),
  detail: zText(TASK_DETAIL_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
  dueDate: zOptionalDate,
  assigneeUserID: zAssignee,
});
export type TaskInput = z.input<typeof ZTaskInput>;
export type TaskValues = z.output<typeof ZTaskInput>;
