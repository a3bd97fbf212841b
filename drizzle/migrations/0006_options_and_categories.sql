CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_unique` ON `categories` (lower("name"));--> statement-breakpoint
CREATE TABLE `option_choices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`price_delta_cents` integer DEFAULT 0 NOT NULL,
	`available` integer DEFAULT true NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `option_choices_group_idx` ON `option_choices` (`group_id`,`position`);--> statement-breakpoint
CREATE TABLE `option_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`min_choices` integer DEFAULT 0 NOT NULL,
	`max_choices` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	CONSTRAINT "option_groups_min" CHECK("option_groups"."min_choices" >= 0),
	CONSTRAINT "option_groups_max" CHECK("option_groups"."max_choices" >= 1 and "option_groups"."max_choices" >= "option_groups"."min_choices")
);
--> statement-breakpoint
CREATE TABLE `order_line_choices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_line_id` integer NOT NULL,
	`choice_id` integer,
	`group_name` text NOT NULL,
	`choice_name` text NOT NULL,
	`price_delta_cents` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`order_line_id`) REFERENCES `order_lines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`choice_id`) REFERENCES `option_choices`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_line_choices_line_idx` ON `order_line_choices` (`order_line_id`,`position`);--> statement-breakpoint
CREATE TABLE `product_option_groups` (
	`product_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`product_id`, `group_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_option_groups_group_idx` ON `product_option_groups` (`group_id`);--> statement-breakpoint
ALTER TABLE `order_lines` ADD `note` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_note` text;--> statement-breakpoint
-- Each category name the menu used becomes a category, in the order the menu first used it; names that differ only in
-- case ("desserts", "Desserts") become one.
INSERT INTO `categories` (`name`, `position`)
	SELECT `category`, row_number() OVER (ORDER BY `first_id`) - 1
	FROM (SELECT `category`, min(`id`) AS `first_id` FROM `products` GROUP BY lower(`category`));--> statement-breakpoint
-- products.category becomes products.category_id: SQLite rebuilds the table (foreign keys are off while migrations run).
CREATE TABLE `__new_products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`category_id` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`emotion` text NOT NULL,
	`description` text NOT NULL,
	`type` text NOT NULL,
	`available` integer DEFAULT true NOT NULL,
	`image_path` text NOT NULL,
	`calories` integer,
	`spice_level` integer DEFAULT 0 NOT NULL,
	`allergens` text DEFAULT '[]' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`deleted_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "products_price_positive" CHECK("__new_products"."price_cents" > 0),
	CONSTRAINT "products_spice_range" CHECK("__new_products"."spice_level" between 0 and 3)
);
--> statement-breakpoint
INSERT INTO `__new_products` (`id`, `name`, `category_id`, `price_cents`, `emotion`, `description`, `type`, `available`, `image_path`, `calories`, `spice_level`, `allergens`, `tags`, `deleted_at`, `created_at`, `updated_at`)
	SELECT `id`, `name`, (SELECT `categories`.`id` FROM `categories` WHERE lower(`categories`.`name`) = lower(`products`.`category`)), `price_cents`, `emotion`, `description`, `type`, `available`, `image_path`, `calories`, `spice_level`, `allergens`, `tags`, `deleted_at`, `created_at`, `updated_at`
	FROM `products`;--> statement-breakpoint
DROP TABLE `products`;--> statement-breakpoint
ALTER TABLE `__new_products` RENAME TO `products`;