import { Card } from '@mantine/core';
import { MAX_PAGE_SIZE, ORGANISATION_TYPES, PLATFORM_TEXTS } from '@probity/domain';
import { useState } from 'react';
import { notify } from '../../app/notify';
import {
  CompanyForm,
  type CompanyFormInput,
  COMPANY_FORM_FIELDS,
  companyFormValues,
} from '../../components/CompanyForm';
import { fieldErrorsOf, joinedErrors } from '../../components/form-errors';
import { useOrganisationUsers } from '../team/users.api';
import { useUpdateCompany } from './companies.api';
import { useCompanyContext } from './CompanyArea';

/** spec 01 §2 company Details: the company form with Save Changes. */
export function CompanyDetailsPage() {
  const { company } = useCompanyContext();
  const members = useOrganisationUsers(company.organisationID, { page: 1, pageSize: MAX_PAGE_SIZE });
  const updateCompany = useUpdateCompany();
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());

  const contactOptions = (members.data?.items ?? []).map((u) => ({
    value: u.userID,
    label: u.name,
  }));

  const handleSubmit = async (values: CompanyFormInput) => {
    try {
      await updateCompany.mutateAsync({
        ...values,
        organisationID: company.organisationID,
        parentOrganisation: company.parentOrganisation,
        organisationType: { organisationTypeID: company.organisationType.organisationTypeID },
        source: company.source,
        referralCode: company.referralCode,
      });
      setServerErrors(new Map());
      notify.success(PLATFORM_TEXTS.savedChanges);
    } catch (error) {
      notify.error(`${PLATFORM_TEXTS.couldNotSavePrefix}${joinedErrors(error)}`);
      setServerErrors(fieldErrorsOf(error, COMPANY_FORM_FIELDS));
    }
  };

  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <CompanyForm
        key={company.organisationID}
        mode="update"
        organisationID={company.organisationID}
        initialValues={companyFormValues(company)}
        isCharity={
          company.organisationType.organisationTypeID === ORGANISATION_TYPES.charity.organisationTypeID
        }
        contactOptions={contactOptions}
        contactsHint={contactOptions.length === 0 ? 'Add members to choose contacts.' : undefined}
        submitLabel="Save Changes"
        isSubmitting={updateCompany.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) => void handleSubmit(values)}
      />
    </Card>
  );
}
