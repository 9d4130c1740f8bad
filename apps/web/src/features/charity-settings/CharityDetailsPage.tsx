import { Card, Stack } from '@mantine/core';
import { BANK_ACCOUNT_TEXTS, MAX_PAGE_SIZE, PLATFORM_TEXTS, can } from '@probity/domain';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import {
  CompanyForm,
  type CompanyFormInput,
  COMPANY_FORM_FIELDS,
  companyFormValues,
} from '../../components/CompanyForm';
import { fieldErrorsOf, joinedErrors } from '../../components/form-errors';
import { PageHeader } from '../../components/PageHeader';
import { useUpdateCompany } from '../companies/companies.api';
import { useOrganisationUsers } from '../team/users.api';
import { useCharitySettings } from './CharitySettingsArea';

/**
 * spec 03 §2.13 Details: the charity's own company form forced to charity mode ('Reg. Charity No.',
 * 'Organisation No'), saved with Save Changes ('Successfully saved changes!'). Admin Demo may look
 * but not save (the matrix's charitySettings.update), so the form is shown read-only.
 */
export function CharityDetailsPage() {
  const { charity } = useCharitySettings();
  const { user, roles } = useSession();
  const mayUpdate = can(
    { userID: user.userID, roles, organisationIDs: [charity.organisationID] },
    'charitySettings.update',
    { organisationID: charity.organisationID },
  );
  const members = useOrganisationUsers(charity.organisationID, { page: 1, pageSize: MAX_PAGE_SIZE });
  const updateCompany = useUpdateCompany();
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());

  const contactOptions = (members.data?.items ?? []).map((u) => ({ value: u.userID, label: u.name }));

  const handleSubmit = async (values: CompanyFormInput) => {
    try {
      await updateCompany.mutateAsync({
        ...values,
        organisationID: charity.organisationID,
        organisationType: { organisationTypeID: charity.organisationType.organisationTypeID },
      });
      setServerErrors(new Map());
      notify.success(BANK_ACCOUNT_TEXTS.savedChanges);
    } catch (error) {
      notify.error(`${PLATFORM_TEXTS.couldNotSavePrefix}${joinedErrors(error)}`);
      setServerErrors(fieldErrorsOf(error, COMPANY_FORM_FIELDS));
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title={charity.name} description={BANK_ACCOUNT_TEXTS.detailsDescription} />
      <Card p={{ base: 'md', sm: 'xl' }}>
        <CompanyForm
          key={charity.organisationID}
          mode="update"
          organisationID={charity.organisationID}
          initialValues={companyFormValues(charity)}
          isCharity
          contactOptions={contactOptions}
          submitLabel={BANK_ACCOUNT_TEXTS.saveChanges}
          isSubmitting={updateCompany.isPending}
          serverErrors={serverErrors}
          readOnly={!mayUpdate}
          onSubmit={(values) => void handleSubmit(values)}
        />
      </Card>
    </Stack>
  );
}
