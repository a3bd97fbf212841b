CREATE TABLE `delivery_zones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`shape` text NOT NULL,
	`fee_cents` integer NOT NULL,
	`minimum_cents` integer NOT NULL,
	`extra_minutes` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `places` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`area` text,
	`latitude` real,
	`longitude` real
);
--> statement-breakpoint
DROP INDEX `orders_dashboard_idx`;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_zone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_extra_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_dashboard_idx` ON `orders` (`confirmed_at`,`status`,`sector`,`total_cents`,`delivery_fee_cents`);--> statement-breakpoint
-- An install that took orders before places were data keeps the checkout's sectors and the tickets' landmarks it had
-- (server/demo/islamabad-places.ts); a new install starts with none.
INSERT INTO `places` (`position`, `kind`, `name`, `area`, `latitude`, `longitude`)
SELECT column1, column2, column3, column4, column5, column6 FROM (VALUES
(0, 'area', 'G-5', NULL, 33.720300, 73.103000),
(1, 'area', 'G-6', NULL, 33.711900, 73.085000),
(2, 'area', 'G-7', NULL, 33.703500, 73.067000),
(3, 'area', 'G-8', NULL, 33.695100, 73.049000),
(4, 'area', 'G-9', NULL, 33.686700, 73.031000),
(5, 'area', 'G-10', NULL, 33.678300, 73.013000),
(6, 'area', 'G-11', NULL, 33.669900, 72.995000),
(7, 'area', 'G-12', NULL, 33.661500, 72.977000),
(8, 'area', 'G-13', NULL, 33.653100, 72.959000),
(9, 'area', 'G-14', NULL, 33.644700, 72.941000),
(10, 'area', 'G-15', NULL, 33.636300, 72.923000),
(11, 'area', 'G-16', NULL, 33.627900, 72.905000),
(12, 'area', 'G-17', NULL, 33.619500, 72.887000),
(13, 'area', 'F-5', NULL, 33.736300, 73.093000),
(14, 'area', 'F-6', NULL, 33.727900, 73.075000),
(15, 'area', 'F-7', NULL, 33.719500, 73.057000),
(16, 'area', 'F-8', NULL, 33.711100, 73.039000),
(17, 'area', 'F-9', NULL, 33.702700, 73.021000),
(18, 'area', 'F-10', NULL, 33.694300, 73.003000),
(19, 'area', 'F-11', NULL, 33.685900, 72.985000),
(20, 'area', 'F-12', NULL, 33.677500, 72.967000),
(21, 'area', 'F-13', NULL, 33.669100, 72.949000),
(22, 'area', 'F-14', NULL, 33.660700, 72.931000),
(23, 'area', 'F-15', NULL, 33.652300, 72.913000),
(24, 'area', 'F-16', NULL, 33.643900, 72.895000),
(25, 'area', 'F-17', NULL, 33.635500, 72.877000),
(26, 'area', 'E-7', NULL, 33.735500, 73.047000),
(27, 'area', 'E-8', NULL, 33.727100, 73.029000),
(28, 'area', 'E-9', NULL, 33.718700, 73.011000),
(29, 'area', 'E-10', NULL, 33.710300, 72.993000),
(30, 'area', 'E-11', NULL, 33.701900, 72.975000),
(31, 'area', 'E-12', NULL, 33.693500, 72.957000),
(32, 'area', 'E-13', NULL, 33.685100, 72.939000),
(33, 'area', 'E-14', NULL, 33.676700, 72.921000),
(34, 'area', 'E-15', NULL, 33.668300, 72.903000),
(35, 'area', 'E-16', NULL, 33.659900, 72.885000),
(36, 'area', 'E-17', NULL, 33.651500, 72.867000),
(37, 'area', 'D-12', NULL, 33.709500, 72.947000),
(38, 'area', 'D-13', NULL, 33.701100, 72.929000),
(39, 'landmark', 'Faisal Mosque', 'E-8', 33.729500, 73.037200),
(40, 'landmark', 'Daman-e-Koh', 'Margalla Hills', 33.739000, 73.058000),
(41, 'landmark', 'Kohsar Market', 'F-6', 33.729700, 73.074500),
(42, 'landmark', 'Super Market', 'F-6', 33.727200, 73.076800),
(43, 'landmark', 'Jinnah Super Market', 'F-7', 33.720700, 73.056500),
(44, 'landmark', 'Centaurus Mall', 'F-8', 33.707700, 73.049800),
(45, 'landmark', 'the Markaz', 'F-8', 33.709500, 73.037000),
(46, 'landmark', 'Fatima Jinnah Park', 'F-9', 33.700300, 73.022800),
(47, 'landmark', 'the Markaz', 'F-10', 33.695000, 73.011000),
(48, 'landmark', 'the Markaz', 'F-11', 33.684000, 72.988000),
(49, 'landmark', 'the Markaz', 'E-11', 33.698500, 72.977000),
(50, 'landmark', 'Aabpara Market', 'G-6', 33.706200, 73.089300),
(51, 'landmark', 'Melody Market', 'G-6', 33.708100, 73.086200),
(52, 'landmark', 'Sitara Market', 'G-7', 33.699100, 73.070100),
(53, 'landmark', 'PIMS Hospital', 'G-8', 33.700500, 73.049600),
(54, 'landmark', 'the Markaz', 'G-8', 33.694000, 73.049000),
(55, 'landmark', 'Karachi Company', 'G-9', 33.688000, 73.033500),
(56, 'landmark', 'the Markaz', 'G-10', 33.677000, 73.014000),
(57, 'landmark', 'the Markaz', 'G-11', 33.668000, 72.996000),
(58, 'landmark', 'Pakistan Monument', 'Shakarparian', 33.693200, 73.068600),
(59, 'landmark', 'Zero Point', 'G-7', 33.693800, 73.065200),
(60, 'landmark', 'Faizabad Interchange', 'I-8', 33.662700, 73.084300),
(61, 'landmark', 'Sunday Bazaar', 'H-9', 33.664900, 73.046800),
(62, 'landmark', 'NUST', 'H-12', 33.642500, 72.990500),
(63, 'landmark', 'the Markaz', 'I-8', 33.668500, 73.075000),
(64, 'landmark', 'I-9 Industrial Area', 'I-9', 33.657200, 73.052500),
(65, 'landmark', 'the Markaz', 'I-10', 33.649300, 73.038500)
) WHERE EXISTS (SELECT 1 FROM `orders`);
