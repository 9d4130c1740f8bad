import { PLATFORM_TEXTS, TEXTS, type User, type UserForm } from '@probity/domain';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { type UserSaveInput, useCreateUser, useDeleteUser, useResetPassword, useSaveUser } from './users.api';

export const USER_FORM_FIELDS = ['firstName', 'surname', 'emailAddress', 'roles', 'status'] as const;

interface Named {
  userID: string;
  firstName: string;
  surname: string;
  emailAddress?: string;
}

export interface SaveOutcome {
  user: User | null;
  /** Field errors of a 400 answer, to show on the form. */
  fieldErrors: Map<string, string>;
}

/**
 * The user actions with the spec's toasts (spec 01 §8 Create user, Update user, Delete user,
 * Reset password). Each resolves when the call has ended; the toasts tell the outcome.
 */
export function useUserActions() {
  const createUser = useCreateUser();
  const saveUser = useSaveUser();
  const deleteUser = useDeleteUser();
  const resetPassword = useResetPassword();

  async function create(values: UserForm, organisationID?: string): Promise<SaveOutcome> {
    const toastId = notify.loading(PLATFORM_TEXTS.creatingUser);
    try {
      const user = await createUser.mutateAsync({ values, organisationID });
      notify.success(PLATFORM_TEXTS.userCreated(user.firstName, user.surname), toastId);
      return { user, fieldErrors: new Map() };
    } catch (error) {
      notify.error(errorToast(error), toastId);
      return { user: null, fieldErrors: fieldErrorsOf(error, USER_FORM_FIELDS) };
    }
  }

  async function save(userID: string, values: UserSaveInput): Promise<SaveOutcome> {
    const toastId = notify.loading(TEXTS.updatingUser(values.firstName, values.surname));
    try {
      const user = await saveUser.mutateAsync({ userID, values });
      notify.success(TEXTS.userUpdated(user.firstName, user.surname), toastId);
      return { user, fieldErrors: new Map() };
    } catch (error) {
      notify.error(errorToast(error), toastId);
      return { user: null, fieldErrors: fieldErrorsOf(error, USER_FORM_FIELDS) };
    }
  }

  /** Asks first ('You will not be able to revert this action.'); true when the user was deleted. */
  async function remove(user: Named): Promise<boolean> {
    const isConfirmed = await confirm({
      text: PLATFORM_TEXTS.deleteUserConfirm,
      confirmLabel: PLATFORM_TEXTS.confirmYesDelete,
      cancelLabel: PLATFORM_TEXTS.confirmNoCancel,
      isDestructive: true,
    });
    if (!isConfirmed) return false;
    const toastId = notify.loading(PLATFORM_TEXTS.deletingUser(user.firstName, user.surname));
    try {
      await deleteUser.mutateAsync(user.userID);
      notify.success(PLATFORM_TEXTS.userDeleted(user.firstName, user.surname), toastId);
      return true;
    } catch (error) {
      notify.error(errorToast(error), toastId);
      return false;
    }
  }

  async function sendPasswordReset(user: Named): Promise<boolean> {
    try {
      await resetPassword.mutateAsync(user.userID);
      notify.success(
        PLATFORM_TEXTS.resetPasswordSent(user.emailAddress ?? `${user.firstName} ${user.surname}`),
      );
      return true;
    } catch {
      notify.error(PLATFORM_TEXTS.couldNotSendEmail);
      return false;
    }
  }

  return {
    create,
    save,
    remove,
    sendPasswordReset,
    isCreating: createUser.isPending,
    isSaving: saveUser.isPending,
    isDeleting: deleteUser.isPending,
    isResetting: resetPassword.isPending,
  };
}
