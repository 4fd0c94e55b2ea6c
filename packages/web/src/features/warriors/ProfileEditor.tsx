import type { Profile } from '@warband/schemas';
import { useSession } from '../../hooks/useSession';
import { editorTitle } from './editor-tabs';
import { EditorShell } from './EditorShell';
import { useProfileEditor } from './useProfileEditor';

interface ProfileEditorProps {
  /** The profile to edit, or null to create one. */
  profile: Profile | null;
  onClose: () => void;
}

/** Create a Profile / Edit Profile: the warrior editor for a library template. */
export function ProfileEditor({ profile, onClose }: ProfileEditorProps) {
  const newRuleset = useSession()?.newRuleset ?? false;
  const controller = useProfileEditor({ profile, onClose });
  return (
    <EditorShell
      title={editorTitle('profile', profile === null, true)}
      controller={controller}
      company={null}
      newRuleset={newRuleset}
    />
  );
}
