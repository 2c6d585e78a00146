/** Spec §9: a 19-colour palette picked by the sum of the username's character codes modulo 19. */
export const AVATAR_PALETTE = [
  '#B71C1C', '#880E4F', '#4A148C', '#311B92', '#1A237E', '#0D47A1', '#01579B', '#006064', '#004D40', '#1B5E20',
  '#33691E', '#827717', '#8D6E00', '#A84300', '#BF360C', '#3E2723', '#37474F', '#5D4037', '#6A1B9A',
] as const;

export function avatarColour(username: string): string {
  let sum = 0;
  for (const character of username) sum += character.codePointAt(0) ?? 0;
  return AVATAR_PALETTE[sum % AVATAR_PALETTE.length];
}

/** Up to two initials, one from each of the first two words. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** Spec §6: moderators blue, admins orange, everyone else dark. */
export function usernameColour(user: { is_admin?: boolean; is_moderator?: boolean }): string {
  // Both keep 4.5:1 against white and the grey rows (#f4f4f5) they sit on.
  if (user.is_admin) return '#B04A1A';
  if (user.is_moderator) return '#2B6CB0';
  return '#202020';
}
