import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { AccountDetails } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { useMemberImages } from '../api/member-images';
import { Section } from './details-form';

/** A picked file's local preview (revoked when it changes or the page goes). */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';

/** The avatar and the banner: each change saves at once. */
export function ProfileImages({ details, username }: { details: AccountDetails; username: string }) {
  const images = useMemberImages(details.user_id);
  const pending = images.isPending;
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [bannerFile, setBannerFile] = useState<File | null>(null);
  // A position being chosen; null: the saved one.
  const [draftPosition, setPosition] = useState<number | null>(null);
  const position = draftPosition ?? details.banner_position_y;
  const avatarInput = useRef<HTMLInputElement>(null);
  const bannerInput = useRef<HTMLInputElement>(null);
  const avatarPreview = usePreview(avatarFile);
  const bannerPreview = usePreview(bannerFile);
  const banner = bannerPreview ?? details.banner_urls.l;

  const done = (clear: () => void) => ({ onSuccess: clear });
  const clearAvatar = () => {
    setAvatarFile(null);
    if (avatarInput.current) avatarInput.current.value = '';
  };
  const clearBanner = () => {
    setBannerFile(null);
    setPosition(null);
    if (bannerInput.current) bannerInput.current.value = '';
  };

  return (
    <Section title="Avatar and banner" testId="profile-images">
      <Flex gap="4" align="center" wrap="wrap">
        {avatarPreview ? (
          <img src={avatarPreview} alt="Your new avatar" width={64} height={64} style={{ borderRadius: '9999px', objectFit: 'cover', width: 64, height: 64 }} />
        ) : (
          <UserAvatar username={username} src={details.avatar_urls.h} size="xl" />
        )}
        <Stack gap="2" flex="1" minW="56">
          <label htmlFor="avatar-file">
            <Text as="span" fontWeight="medium" fontSize="sm">
              Avatar image
            </Text>
          </label>
          <input id="avatar-file" ref={avatarInput} type="file" accept={IMAGE_TYPES} disabled={pending} onChange={(event) => setAvatarFile(event.target.files?.[0] ?? null)} />
          <Flex gap="2" wrap="wrap">
            <Button size="sm" bg="brand.redDark" color="white" disabled={!avatarFile || pending} loading={pending && images.variables?.kind === 'avatar'} onClick={() => avatarFile && images.mutate({ kind: 'avatar', file: avatarFile }, done(clearAvatar))}>
              {details.avatar_urls.h ? 'Replace avatar' : 'Upload avatar'}
            </Button>
            {details.avatar_urls.h && (
              <Button size="sm" variant="outline" disabled={pending} loading={pending && images.variables?.kind === 'delete-avatar'} onClick={() => images.mutate({ kind: 'delete-avatar' })}>
                Delete avatar
              </Button>
            )}
          </Flex>
        </Stack>
      </Flex>

      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          Banner
        </Text>
        {banner ? (
          <BannerPositioner url={banner} position={position} onChange={setPosition} disabled={pending} />
        ) : (
          <Box h="24" borderRadius="md" bg="gray.100" display="flex" alignItems="center" justifyContent="center">
            <Text color="gray.600" fontSize="sm">
              No banner yet
            </Text>
          </Box>
        )}
        <label htmlFor="banner-file">
          <Text as="span" fontSize="sm">
            Banner image (wide pictures work best)
          </Text>
        </label>
        <input id="banner-file" ref={bannerInput} type="file" accept={IMAGE_TYPES} disabled={pending} onChange={(event) => setBannerFile(event.target.files?.[0] ?? null)} />
        <Flex gap="2" wrap="wrap">
          {bannerFile && (
            <Button size="sm" bg="brand.redDark" color="white" disabled={pending} loading={pending && images.variables?.kind === 'banner'} onClick={() => images.mutate({ kind: 'banner', file: bannerFile, positionY: position }, done(clearBanner))}>
              Upload banner
            </Button>
          )}
          {!bannerFile && details.banner_urls.l && (
            <Button
              size="sm"
              bg="brand.redDark"
              color="white"
              disabled={pending || position === details.banner_position_y}
              loading={pending && images.variables?.kind === 'banner-position'}
              onClick={() => images.mutate({ kind: 'banner-position', positionY: position }, done(() => setPosition(null)))}
            >
              Save banner position
            </Button>
          )}
          {details.banner_urls.l && !bannerFile && (
            <Button size="sm" variant="outline" disabled={pending} loading={pending && images.variables?.kind === 'delete-banner'} onClick={() => images.mutate({ kind: 'delete-banner' }, done(() => setPosition(null)))}>
              Delete banner
            </Button>
          )}
        </Flex>
      </Stack>
    </Section>
  );
}

/** Drag the banner up or down (or use the arrow keys) to choose the strip the profile shows: 0 top … 100 bottom. */
function BannerPositioner({ url, position, onChange, disabled }: { url: string; position: number; onChange: (position: number) => void; disabled: boolean }) {
  const drag = useRef<{ startY: number; startPosition: number; height: number } | null>(null);
  const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, startPosition: position, height: event.currentTarget.clientHeight || 1 };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    // Dragging the picture down shows more of its top: the position goes towards 0.
    const moved = ((event.clientY - drag.current.startY) / drag.current.height) * 100;
    onChange(clamp(drag.current.startPosition - moved));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 2;
    const next = { ArrowUp: position - step, ArrowDown: position + step, Home: 0, End: 100 }[event.key];
    if (next === undefined || disabled) return;
    event.preventDefault();
    onChange(clamp(next));
  };

  return (
    <Box
      role="slider"
      tabIndex={0}
      aria-label="Banner position: drag the picture, or use the arrow keys"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={position}
      aria-valuetext={`${position}% from the top`}
      aria-disabled={disabled || undefined}
      data-testid="banner-positioner"
      h={{ base: '28', md: '36' }}
      borderRadius="md"
      cursor={disabled ? 'default' : 'grab'}
      touchAction="none"
      userSelect="none"
      style={{ backgroundImage: `url("${url}")`, backgroundSize: 'cover', backgroundPosition: `center ${position}%` }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.red', outlineOffset: '2px' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
