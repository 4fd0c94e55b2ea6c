import { ProfileInput } from '@warband/schemas';
import type { Profile } from '@warband/schemas';
import { useCreateProfile, useDeleteProfile, useUpdateProfile } from '../../api/profiles';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { newProfileValues, profileFormPath, profileValues, toProfileInput } from './editor-values';
import { createdMessage, PROFILE_DELETION, updatedMessage } from './texts';
import { useEditorController } from './useEditorController';

interface ProfileEditorOptions {
  /** The profile being edited, or null when creating one. */
  profile: Profile | null;
  onClose: () => void;
}

/** A library profile in the editor: create or save it, delete it after the warning. */
export function useProfileEditor({ profile, onClose }: ProfileEditorOptions) {
  const alerts = useAlerts();
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const remove = useDeleteProfile();
  return useEditorController({
    mode: 'profile',
    creating: profile === null,
    editable: true,
    initialValues: profile ? profileValues(profile) : newProfileValues(),
    schema: ProfileInput,
    toInput: toProfileInput,
    formPath: profileFormPath,
    submit: (input: ProfileInput) =>
      profile ? update.mutateAsync({ id: profile.id, input }) : create.mutateAsync(input),
    onSuccess: (saved: Profile) => {
      alerts.success(profile ? updatedMessage(saved.name) : createdMessage(saved.name));
      onClose();
    },
    deletion: profile && { texts: PROFILE_DELETION, remove: () => remove.mutateAsync(profile.id) },
    deleting: remove.isPending,
    onClose,
  });
}
