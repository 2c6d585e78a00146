// The member map (issue "12 of 12"): trail locations with their reviews (one per member, with an
// optional photo) and a media gallery per location, and the member's choice to show an exact map
// position (approximate by default).
import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // Off by default: the map shows an approximate position, stable per member.
  await db.schema.alterTable('users').addColumn('map_position_exact', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  // Radius queries start from a bounding box on the stored position.
  await db.schema.createIndex('users_map_position').on('users').columns(['latitude', 'longitude']).execute();

  await db.schema
    .createTable('locations')
    .addColumn('location_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    // A key of /lists/location-type.
    .addColumn('location_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // The address as typed, and its normalised form that must be unique ('Address must be unique!').
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_key', 'text', (c) => c.notNull().unique())
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('US'))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'integer')
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('media_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('locations_type').on('locations').columns(['location_type', 'location_id']).execute();
  await db.schema.createIndex('locations_position').on('locations').columns(['latitude', 'longitude']).execute();

  await db.schema
    .createTable('location_ratings')
    .addColumn('rating_id', 'integer', identity(db))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.location_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('user_rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    // The review's photo, a media item of the location's gallery.
    .addColumn('media_id', 'integer')
    .addColumn('rating_date', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('location_ratings_once', ['location_id', 'user_id'])
    .execute();

  // One gallery per location (spec: media category), and its photos.
  await db.schema
    .createTable('media_categories')
    .addColumn('category_id', 'integer', identity(db))
    .addColumn('location_id', 'integer', (c) => c.references('locations.location_id').onDelete('cascade').unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('media_items')
    .addColumn('media_id', 'integer', identity(db))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('media_categories.category_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    // The stored image of the upload pipeline (its public path), and its size.
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('thumbnail_path', 'text')
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    // Soft delete (DELETE /media/{id} hard_delete=0) keeps the row, hidden.
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_items_category').on('media_items').columns(['category_id', 'media_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_items').execute();
  await db.schema.dropTable('media_categories').execute();
  await db.schema.dropTable('location_ratings').execute();
  await db.schema.dropTable('locations').execute();
  await db.schema.dropIndex('users_map_position').execute();
  await db.schema.alterTable('users').dropColumn('map_position_exact').execute();
}
