import { Modal, Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  LIST_REFRESH_AFTER_MODAL_MS,
  ORGANISATION_TYPES,
  PLATFORM_TEXTS,
  WIDE_MODAL_WIDTH_PX,
} from '@probity/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { CompanyForm, type CompanyFormInput, COMPANY_FORM_FIELDS } from '../../components/CompanyForm';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { companyKeys, useCreateCompany, useOrganisationTypes } from './companies.api';

/** The types a new company may have: law firms and charities (the platform and clients exist once). */
const CREATABLE_TYPES: readonly string[] = [
  ORGANISATION_TYPES.lawfirm.organisationTypeID,
  ORGANISATION_TYPES.charity.organisationTypeID,
];

/** spec 01 §2 New Company: the company form in a 1000 px modal ('Creating new company'). */
export function NewCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const types = useOrganisationTypes();
  const isMobile = useIsMobileLayout();
  const createCompany = useCreateCompany();
  const queryClient = useQueryClient();
  const [typeID, setTypeID] = useState<string>(ORGANISATION_TYPES.lawfirm.organisationTypeID);
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());

  useEffect(() => {
    if (opened) setServerErrors(new Map());
  }, [opened]);

  const typeOptions = (types.data ?? Object.values(ORGANISATION_TYPES))
    .filter((t) => CREATABLE_TYPES.includes(t.organisationTypeID))
    .map((t) => ({ value: t.organisationTypeID, label: t.name }));

  const handleSubmit = async (values: CompanyFormInput) => {
    const toastId = notify.loading(PLATFORM_TEXTS.creatingCompany);
    try {
      const created = await createCompany.mutateAsync({
        ...values,
        parentOrganisation: null,
        organisationType: { organisationTypeID: typeID },
      });
      notify.success(PLATFORM_TEXTS.companyCreated(created.name), toastId);
      onClose();
      // spec 01 §9: the list updates a moment after the modal closes.
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: companyKeys.all }),
        LIST_REFRESH_AFTER_MODAL_MS,
      );
    } catch (error) {
      notify.error(errorToast(error), toastId);
      setServerErrors(fieldErrorsOf(error, COMPANY_FORM_FIELDS));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New Company"
      size={WIDE_MODAL_WIDTH_PX}
      fullScreen={isMobile}
    >
      {opened && (
        <CompanyForm
          mode="create"
          isCharity={typeID === ORGANISATION_TYPES.charity.organisationTypeID}
          contactOptions={[]}
          leading={
            <Select
              label="Company type"
              required
              data={typeOptions}
              value={typeID}
              onChange={(value) => value && setTypeID(value)}
              allowDeselect={false}
              w={{ base: '100%', sm: 280 }}
              comboboxProps={{ withinPortal: true }}
            />
          }
          submitLabel="Create company"
          isSubmitting={createCompany.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => void handleSubmit(values)}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
