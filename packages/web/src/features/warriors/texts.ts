/**
 * The warrior editor's player-facing texts, in one place
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */
export const EDITOR_TEXTS = {
  deleteWarriorTitle: 'Delete warrior',
  deleteWarrior:
    'Are you sure you want to delete this warrior? All of its wargear and creatures will also be deleted. This action cannot be undone.',
  warriorDeleted: 'Warrior deleted successfully',
  deleteProfileTitle: 'Delete profile',
  deleteProfile: 'Are you sure you want to delete this profile? This action cannot be undone.',
  profileDeleted: 'Profile deleted successfully',
  duplicate: 'Duplicate',
  duplicateFailed: 'The warrior could not be duplicated. Please try again.',
};

/** The delete confirmations and alerts of the warrior and profile editors. */
export const WARRIOR_DELETION = {
  deleteTitle: EDITOR_TEXTS.deleteWarriorTitle,
  deleteConfirm: EDITOR_TEXTS.deleteWarrior,
  deleted: EDITOR_TEXTS.warriorDeleted,
};
export const PROFILE_DELETION = {
  deleteTitle: EDITOR_TEXTS.deleteProfileTitle,
  deleteConfirm: EDITOR_TEXTS.deleteProfile,
  deleted: EDITOR_TEXTS.profileDeleted,
};

export const createdMessage = (name: string) => `${name} created successfully`;
export const updatedMessage = (name: string) => `${name} updated successfully`;
/** A save kept in the outbox without a signal (docs/adr/0162-device-store-and-outbox.md). */
export const savedOnDeviceMessage = (name: string) =>
  `${name} saved on this device: it will sync when you are back online.`;

/**
 * Said when the player marks an owner dead: his living Creatures die with him on save
 * (docs/adr/0024-creature-owners.md).
 */
export function diesWithMessage(creatures: readonly string[], owner: string) {
  const names =
    creatures.length > 1
      ? `${creatures.slice(0, -1).join(', ')} and ${creatures.at(-1)}`
      : (creatures[0] ?? '');
  const who = owner.trim() || 'this warrior';
  return `${names} ${creatures.length > 1 ? 'die' : 'dies'} with ${who}.`;
}
