import { Anchor, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import {
  can,
  canOpenMatterIndividuals,
  crudFlags,
  EMPTY_GUID,
  INDIVIDUAL_TEXTS,
  LEGACY_INDIVIDUAL_TYPES,
  LEGACY_TEXTS,
} from '@probity/domain';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useOutletContext, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';
import { ErasureRequestSection } from '../data-rights/ErasureRequestSection';
import { ProbityCheckSection } from '../checks/ProbityCheckSection';
import { IndividualDocuments } from '../documents/IndividualDocuments';
import { RiskAssessmentSection } from '../risk-assessment/RiskAssessmentSection';
import { SubjectAccessCard } from '../data-rights/SubjectAccessCard';
import { FormCard, IndividualFields } from './IndividualFields';
import {
  fullNameOf,
  type Individual,
  useIndividual,
  useIndividualTypes,
  useMatterOf,
} from './individuals.api';
import {
  canChooseIndividualType,
  isDeceasedType,
  typesWithCurrent,
  useIndividualEditForm,
} from './use-individual-form';

/**
 * Where the page sits: a matter's individuals, the charity Checks area (all-zero matter), or a
 * legacy's Deceased page (03 §2.3 individual/{individualId}, §9: only the Deceased type; back to
 * the legacy).
 */
export type ManageIndividualContext = 'matter' | 'charity' | 'legacy';

function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm" mb="sm" display="inline-block">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        <span>{children}</span>
      </Group>
    </Anchor>
  );
}

function Problem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <Card p="lg">
      <Stack align="flex-start" gap="sm">
        <Text>{isMissing ? 'This individual does not exist.' : 'The individual could not be loaded.'}</Text>
        {!isMissing && (
          <Button variant="light" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * spec 02 §2.6 Manage Individual (and 03 §2.14 individuals/{id}/manage): title the full name,
 * 'Manage Individual', 'Save Changes' (disabled while saving), the details form, the Probity Check
 * section, the check history and, on a matter, the Documents section. A Deceased's form asks for
 * the date of death, without identity documents, bank details or the Probity Check (issue 11).
 */
export function ManageIndividualPage({ context }: { context: ManageIndividualContext }) {
  const { individualId = '', matterId = '', legacyId = '' } = useParams();
  const { user, roles } = useSession();
  const isLegacy = context === 'legacy';
  const isCharity = context === 'charity' || isLegacy;
  const scopeID = isCharity ? EMPTY_GUID : matterId;
  const listPath = isLegacy
    ? `/secure/charity-legacies/${encodeURIComponent(legacyId)}/information`
    : isCharity
      ? '/secure/charity-checks/individuals'
      : `/secure/matters/${encodeURIComponent(matterId)}/individuals`;
  // In the legacy area the outlet context carries the legacy (for the back link's reference).
  const outlet = useOutletContext<
    { legacy?: { reference?: string; charityReference?: string | null } } | undefined
  >();

  const matter = useMatterOf(isCharity ? null : matterId);
  const individualQuery = useIndividual(scopeID, individualId);
  const individual: Individual | undefined = individualQuery.data;
  const typesQuery = useIndividualTypes(isCharity ? 'Charity' : matter.data?.matterType.matterTypeID);
  const loadedTypes = isLegacy
    ? (typesQuery.data ?? []).filter((t) => LEGACY_INDIVIDUAL_TYPES.includes(t.individualTypeID))
    : (typesQuery.data ?? []);
  const types = typesWithCurrent(loadedTypes, individual?.individualType ?? null);

  const { form, handleSave, isSaving } = useIndividualEditForm(
    individual,
    {
      individualID: individualId,
      matterID: individual?.matterID ?? scopeID,
      organisationID: individual?.organisationID ?? null,
    },
    'update',
  );
  const chosenType = types.find((t) => t.individualTypeID === form.watch('individualType'));
  const isDeceased = isDeceasedType(chosenType ?? individual?.individualType);

  const actor = {
    userID: user.userID,
    roles,
    organisationIDs: user.organisationID ? [user.organisationID] : [],
  };
  const canUpdate = can(actor, 'individual.update');
  const canPerform = crudFlags(roles, 'check')[0];
  const backLabel = isLegacy
    ? [LEGACY_TEXTS.navTitle, outlet?.legacy?.charityReference?.trim() || outlet?.legacy?.reference]
        .filter(Boolean)
        .join(' ')
    : INDIVIDUAL_TEXTS.listTitle;
  const back = <BackLink to={listPath}>{backLabel}</BackLink>;

  // spec 02 §2: the matter's individuals routes are for staff (and Charity), not the Individual.
  if (!isCharity && !canOpenMatterIndividuals(roles)) return <Navigate to="/secure" replace />;

  if (individualQuery.isPending) {
    return (
      <Stack gap={0}>
        {back}
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      </Stack>
    );
  }
  if (individualQuery.isError || !individual) {
    return (
      <Stack gap={0}>
        {back}
        <Problem error={individualQuery.error} onRetry={() => void individualQuery.refetch()} />
      </Stack>
    );
  }

  const name = fullNameOf(individual);
  return (
    <Stack gap="lg">
      <div>
        {back}
        <PageHeader
          title={name}
          description={INDIVIDUAL_TEXTS.manageDescription}
          actions={
            canUpdate && (
              <Button
                onClick={() => void handleSave()}
                disabled={isSaving}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {INDIVIDUAL_TEXTS.saveChanges}
              </Button>
            )
          }
        />
      </div>
      <FormCard>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canUpdate && !isSaving) void handleSave();
          }}
          aria-label="Individual details"
        >
          <IndividualFields
            form={form}
            types={types}
            canChooseType={canChooseIndividualType(roles)}
            showBank={!isDeceased}
            isDeceased={isDeceased}
            bankAccountVerified={individual.bankAccountVerified}
            withAddressLookup
            headingOrder={2}
            disabled={!canUpdate}
          />
        </form>
      </FormCard>
      {/* Issue 11: a Deceased is never checked (the server refuses it): no Perform Check, no history. */}
      {!isDeceased && (
        <ProbityCheckSection
          individual={{ individualID: individual.individualID, name, isRegistered: individual.isRegistered }}
          matterID={individual.matterID ?? scopeID}
          history={individual.checkHistory}
          canPerform={canPerform}
        />
      )}
      {/* Issue 12: the firm-side risk file of an individual of a matter; the server answers the rest. */}
      {!isCharity && can(actor, 'riskAssessment.read') && (
        <RiskAssessmentSection individualID={individual.individualID} actor={actor} />
      )}
      {!isCharity && (
        <IndividualDocuments individualID={individual.individualID} team={matter.data?.team ?? []} />
      )}
      {/* Issue 19: the firm's Matter Admin or MLRO; the server decides (404/403 for anyone else). */}
      {!isCharity && can(actor, 'subjectAccess.create') && (
        <SubjectAccessCard individualID={individual.individualID} variant="staff" />
      )}
      {/* Issue 19: the firm's admins answer an erasure request; the server decides what can go. */}
      {!isCharity && can(actor, 'retention.manage') && (
        <ErasureRequestSection individualID={individual.individualID} />
      )}
    </Stack>
  );
}

/** 02 §2.6 under the matter workspace: individuals/{individualId}/manage. */
export function MatterManageIndividualPage() {
  return <ManageIndividualPage context="matter" />;
}

/**
 * 03 §2.14 individuals/{individualId}/manage in the charity Checks area (documents hidden); under a
 * legacy (03 §2.3 individual/{individualId}) the Deceased page: the legacy context.
 */
export function CharityManageIndividualPage() {
  const { legacyId } = useParams();
  return <ManageIndividualPage context={legacyId ? 'legacy' : 'charity'} />;
}
