'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useConsent } from '@/consent/store';
import { VideoPlayer } from './video-player.client';

/** The player behind functional consent: without it, a click on play shows `notice`. */
export function ConsentVideoPlayer({
  notice,
  ...props
}: Omit<ComponentProps<typeof VideoPlayer>, 'blocked'> & { notice: ReactNode }) {
  const allowed = useConsent('functional');
  return <VideoPlayer {...props} blocked={allowed ? undefined : notice} />;
}
