import { queryKeys } from '@evergreen/domain/query-keys';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderWithGrave } from './get-reminders';

const LIST_KEY: QueryKey = [...queryKeys.reminders(), 'list'];

/**
 * A write to one reminder that shows its result in the cached list at once (so the card changes on the click,
 * not after the server and a refetch of every reminder), puts the list back if the server refuses, and
 * refetches afterwards either way so the page ends with what the server kept.
 */
export function useOptimisticReminderMutation(
  mutate: (id: string) => Promise<void>,
  change: (list: ReminderWithGrave[], id: string) => ReminderWithGrave[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onMutate: async (id: string) => {
      // A refetch already under way would otherwise land after this and bring the card back.
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      const previous = queryClient.getQueriesData<ReminderWithGrave[]>({ queryKey: LIST_KEY });
      queryClient.setQueriesData<ReminderWithGrave[]>({ queryKey: LIST_KEY }, (list) =>
        list ? change(list, id) : list,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders() }),
  });
}
