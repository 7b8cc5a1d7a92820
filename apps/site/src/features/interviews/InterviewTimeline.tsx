import { Fragment, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Heading, Stack, Text } from '@globalhire/ui';
import { localTimeZone } from '@globalhire/data';
import { splitInterviews } from '../applicant/interviewTimes';
import { LoadingCards } from '../applicant/LoadingCards';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';

type Interview = Parameters<typeof splitInterviews>[0][number] & { id: string | number };

/**
 * The visitor's time zone, and the interviews split into upcoming and past as of the moment the
 * page opened (a list does not reshuffle while it is read).
 */
export function useInterviewTimeline<T extends Interview>(interviews: readonly T[] | undefined) {
  const [now] = useState(() => new Date());
  return { timeZone: localTimeZone(), ...splitInterviews(interviews ?? [], now) };
}

type RenderInterview<T> = (interview: T, upcoming: boolean) => ReactNode;

function InterviewSection<T extends Interview>({
  title,
  interviews,
  upcoming,
  empty,
  renderInterview,
}: {
  title: string;
  interviews: T[];
  upcoming: boolean;
  empty: string;
  renderInterview: RenderInterview<T>;
}) {
  return (
    <Stack space="large" as="section">
      <Heading level={3} as="h2">
        {title}
      </Heading>
      {interviews.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <Stack space="large" as="ul" aria-label={title}>
          {interviews.map((interview) => (
            <Fragment key={interview.id}>{renderInterview(interview, upcoming)}</Fragment>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export interface InterviewListsProps<T extends Interview> {
  interviews: UseQueryResult<T[]>;
  upcoming: T[];
  past: T[];
  /** Announced while the interviews load. */
  loadingLabel: string;
  /** The alert's title when they could not be loaded. */
  errorTitle: string;
  /** The empty state shown, in a card, when there are no interviews at all. */
  empty: ReactNode;
  /** One interview's card, a list item. */
  renderInterview: RenderInterview<T>;
}

/** An interviews page's lists, Upcoming then Past, or the query's loading, error or empty state. */
export function InterviewLists<T extends Interview>({
  interviews,
  upcoming,
  past,
  loadingLabel,
  errorTitle,
  empty,
  renderInterview,
}: InterviewListsProps<T>) {
  if (interviews.isPending) return <LoadingCards count={2} label={loadingLabel} />;
  if (interviews.isError)
    return (
      <QueryErrorAlert
        title={errorTitle}
        error={interviews.error}
        onRetry={() => void interviews.refetch()}
        retrying={interviews.isRefetching}
      />
    );
  if (interviews.data.length === 0) return <Card>{empty}</Card>;
  return (
    <Stack space="xxlarge">
      <InterviewSection
        title="Upcoming"
        interviews={upcoming}
        upcoming
        empty="No upcoming interviews."
        renderInterview={renderInterview}
      />
      <InterviewSection
        title="Past"
        interviews={past}
        upcoming={false}
        empty="No past interviews yet."
        renderInterview={renderInterview}
      />
    </Stack>
  );
}
