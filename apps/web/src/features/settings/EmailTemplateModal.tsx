import { Modal } from '@mantine/core';
import {
  type EmailTemplate,
  type EmailTemplateForm as FormValues,
  EMAIL_TEMPLATE_TEXTS,
  LIST_REFRESH_AFTER_MODAL_MS,
  WIDE_MODAL_WIDTH_PX,
} from '@probity/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../app/notify';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { createEmailTemplate, emailTemplateKeys, updateEmailTemplate } from './email-templates.api';
import { EmailPreview } from './EmailPreview';
import { EmailTemplateForm, TEMPLATE_FORM_FIELDS } from './EmailTemplateForm';

interface EmailTemplateModalProps {
  /** The template being edited; null creates a new one. */
  template: EmailTemplate | null;
  /** Triggers without a template (for a new one). */
  freeTriggers: readonly string[];
  onClose: () => void;
}

/** spec 01 §2/§8: the template modal (1000 px) with the creating/changing toasts. */
export function EmailTemplateModal({ template, freeTriggers, onClose }: EmailTemplateModalProps) {
  const queryClient = useQueryClient();
  const mode = template ? 'edit' : 'create';
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      template
        ? updateEmailTemplate({ ...values, name: template.name, emailTemplateID: template.emailTemplateID })
        : createEmailTemplate(values),
  });

  const handleSubmit = (values: FormValues) => {
    const name = template?.name ?? values.name;
    const toast = notify.loading(
      template ? EMAIL_TEMPLATE_TEXTS.changing(name) : EMAIL_TEMPLATE_TEXTS.creating(name),
    );
    save.mutate(values, {
      onSuccess: () => {
        notify.success(
          template ? EMAIL_TEMPLATE_TEXTS.changed(name) : EMAIL_TEMPLATE_TEXTS.created(name),
          toast,
        );
        onClose();
        // spec 01 §9: the list updates 200 ms after the modal closes.
        window.setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: emailTemplateKeys.all }),
          LIST_REFRESH_AFTER_MODAL_MS,
        );
      },
      onError: (error) => notify.error(errorToast(error), toast),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size={WIDE_MODAL_WIDTH_PX}
      title={template ? `Edit template: ${template.name}` : 'New template'}
      closeOnClickOutside={!save.isPending}
    >
      <EmailTemplateForm
        mode={mode}
        initialValues={{
          name: template?.name ?? '',
          subject: template?.subject ?? '',
          templateContent: template?.templateContent ?? '',
        }}
        triggerOptions={freeTriggers}
        isSubmitting={save.isPending}
        serverErrors={fieldErrorsOf(save.error, TEMPLATE_FORM_FIELDS)}
        onSubmit={handleSubmit}
        onCancel={onClose}
        renderPreview={(values) => <EmailPreview values={values} />}
      />
    </Modal>
  );
}
