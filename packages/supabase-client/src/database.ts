/**
 * The typed shape of the database, as `supabase gen types typescript` would write it for the migrations in
 * packages/backend/supabase/migrations. Keep the two in step: the backend suite exercises every query below.
 */

import type { MyPlanRow } from '@evergreen/domain/subscription';

type Timestamp = string;
/** yyyy-MM-dd */
type DateOnly = string;

export type CollaboratorRole = 'viewer' | 'editor';
export type ReminderType = 'visit_reminder' | 'birthday' | 'death_anniversary' | 'maintenance' | 'custom';
export type ReminderFrequency = 'once' | 'weekly' | 'monthly' | 'quarterly' | 'biannually' | 'yearly';

type Table<Row, Insert, Update = Partial<Insert>> = {
  Row: Row;
  Insert: Insert;
  Update: Update;
  Relationships: [];
};

export type ProfileRow = {
  id: string;
  email: string | null;
  full_name: string | null;
  avatar_url: string | null;
  subscription_tier: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type GraveRow = {
  id: string;
  user_id: string;
  created_by: string | null;
  slug: string | null;
  full_name: string;
  birth_date: DateOnly | null;
  death_date: DateOnly | null;
  cemetery_name: string | null;
  plot_number: string | null;
  section: string | null;
  description: string | null;
  epitaph: string | null;
  memories: string | null;
  is_public: boolean;
  image_url: string | null;
  person_image_url: string | null;
  latitude: number | null;
  longitude: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type GraveManagerRow = {
  id: string;
  grave_id: string;
  user_id: string;
  role: CollaboratorRole;
  created_at: Timestamp;
};

export type VisitorMemoryRow = {
  id: string;
  grave_id: string;
  user_id: string;
  memory_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ReminderRow = {
  id: string;
  grave_id: string;
  user_id: string;
  reminder_date: DateOnly;
  next_reminder_date: DateOnly;
  reminder_type: ReminderType;
  frequency: ReminderFrequency;
  custom_message: string | null;
  is_active: boolean;
  created_at: Timestamp;
};

export type SubscriptionRow = {
  price_id: string | null;
  subscription_status: string | null;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
};

type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

// Row types are type aliases, not interfaces: supabase-js needs their implicit index signature.
export type Database = {
  public: {
    Tables: {
      profiles: Table<
        ProfileRow,
        Optional<
          ProfileRow,
          'email' | 'full_name' | 'avatar_url' | 'subscription_tier' | 'created_at' | 'updated_at'
        >
      >;
      graves: Table<GraveRow, Optional<GraveRow, Exclude<keyof GraveRow, 'user_id' | 'full_name'>>>;
      grave_managers: Table<GraveManagerRow, Optional<GraveManagerRow, 'id' | 'created_at'>>;
      visitor_memories: Table<
        VisitorMemoryRow,
        Optional<VisitorMemoryRow, 'id' | 'created_at' | 'updated_at'>
      >;
      reminders: Table<
        ReminderRow,
        Optional<ReminderRow, 'id' | 'created_at' | 'custom_message' | 'is_active' | 'frequency'>
      >;
    };
    Views: {
      user_subscription: { Row: SubscriptionRow; Relationships: [] };
    };
    Functions: {
      find_profile_by_email: {
        Args: { lookup_email: string };
        Returns: { id: string; email: string; full_name: string | null }[];
      };
      my_plan: {
        Args: Record<PropertyKey, never>;
        Returns: MyPlanRow[];
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
