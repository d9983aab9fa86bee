import { getSupabase } from '@evergreen/supabase-client';

export interface VisitorMemory {
  id: string;
  user_id: string;
  memory_text: string;
  created_at: string;
  updated_at: string;
  /** The author's name; e-mails are never shown beside a memory. */
  author_name: string | null;
}

/** A memorial's memories, newest first, with their authors' names. */
export async function listMemories(graveId: string): Promise<VisitorMemory[]> {
  const supabase = getSupabase();
  const { data, error } = await supabase
    .from('visitor_memories')
    .select('id, memory_text, created_at, updated_at, user_id')
    .eq('grave_id', graveId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  const authorIds = [...new Set(data.map((memory) => memory.user_id))];
  const names = new Map<string, string | null>();
  if (authorIds.length > 0) {
    const { data: profiles, error: profileError } = await supabase
      .from('profiles')
      .select('id, full_name')
      .in('id', authorIds);
    if (profileError) throw profileError;
    for (const profile of profiles) names.set(profile.id, profile.full_name);
  }
  return data.map((memory) => ({ ...memory, author_name: names.get(memory.user_id) ?? null }));
}

export async function addMemory(graveId: string, userId: string, text: string): Promise<void> {
  const { error } = await getSupabase()
    .from('visitor_memories')
    .insert({ grave_id: graveId, user_id: userId, memory_text: text });
  if (error) throw error;
}

export async function updateMemory(id: string, text: string): Promise<void> {
  const { error, count } = await getSupabase()
    .from('visitor_memories')
    .update({ memory_text: text, updated_at: new Date().toISOString() }, { count: 'exact' })
    .eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('This memory can no longer be changed.');
}

export async function deleteMemory(id: string): Promise<void> {
  const { error, count } = await getSupabase()
    .from('visitor_memories')
    .delete({ count: 'exact' })
    .eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('This memory can no longer be deleted.');
}
