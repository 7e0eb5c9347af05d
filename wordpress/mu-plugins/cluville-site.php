<?php
/**
 * Plugin Name: Cluville site
 * Description: What the Cluville website expects of this WordPress: the "room" post type, an
 *              excerpt on pages, the ACF options page, the ACF field groups, a revalidation call to
 *              the site on every change and the Preview button opening the draft on the site.
 * Version:     1.0.0
 *
 * A must-use plugin: copy this file to wp-content/mu-plugins/ (see wordpress/README.md).
 * Needs in wp-config.php:
 *   define( 'CLUVILLE_SITE_URL', 'https://cluville.me' );          // the Next.js site, no trailing slash
 *   define( 'CLUVILLE_REVALIDATE_SECRET', '...' );                 // = REVALIDATE_SECRET of the site
 *   define( 'CLUVILLE_PREVIEW_SECRET', '...' );                    // = PREVIEW_SECRET of the site
 */

defined( 'ABSPATH' ) || exit;

// (a) Rooms: a custom post type in the REST API at wp/v2/rooms, ordered by "Order" (menu_order).
add_action(
	'init',
	static function (): void {
		register_post_type(
			'room',
			array(
				'labels'       => array(
					'name'          => 'Rooms',
					'singular_name' => 'Room',
					'add_new_item'  => 'Add new room',
					'edit_item'     => 'Edit room',
					'all_items'     => 'All rooms',
				),
				'public'       => true,
				'has_archive'  => false,
				'menu_icon'    => 'dashicons-lock',
				'show_in_rest' => true,
				'rest_base'    => 'rooms',
				'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail', 'page-attributes', 'revisions' ),
				// The site's Montenegrin room path; translate the slug to "rooms" for English in
				// Polylang (Languages → Translations) so WordPress links map to the site's paths.
				'rewrite'      => array( 'slug' => 'sobe', 'with_front' => false ),
			)
		);
	}
);

// Pages have an excerpt field: the site shows a page's excerpt as its intro and meta description
// (without one WordPress makes a 55-word one from the content).
add_action(
	'init',
	static function (): void {
		add_post_type_support( 'page', 'excerpt' );
	}
);

// Rooms are translated like pages: Polylang adds `lang` and `translations` to their REST items.
add_filter(
	'pll_get_post_types',
	static function ( array $post_types ): array {
		$post_types['room'] = 'room';
		return $post_types;
	}
);

// (b) The site options page. Its default post id "options" is what ACF stores per language
// (options_en, ...) under Polylang Pro, and what acf/v3/options/options reads.
add_action(
	'acf/init',
	static function (): void {
		if ( function_exists( 'acf_add_options_page' ) ) {
			acf_add_options_page(
				array(
					'page_title' => 'Site options',
					'menu_title' => 'Site options',
					'menu_slug'  => 'acf-options',
					'capability' => 'edit_pages',
					'redirect'   => false,
				)
			);
		}
	}
);

// The field groups ship as ACF Local JSON; loaded from mu-plugins/cluville-acf-json/ when copied there.
add_filter(
	'acf/settings/load_json',
	static function ( array $paths ): array {
		$paths[] = __DIR__ . '/cluville-acf-json';
		return $paths;
	}
);

// If ACF's own REST output wins over "ACF to REST API" for the `acf` field of wp/v2 items, make it
// format values like get_field() does (image and link arrays), not as bare ids.
add_filter( 'acf/settings/rest_api_format', static fn (): string => 'standard' );

// (c) Tell the site what changed, so it refreshes its cache. Fire and forget: a site that is down
// or hangs must never slow down or break saving in WordPress. The calls of one request are
// collected (a save fires several hooks) and sent once each on `shutdown`, after the editor's
// answer has gone out where PHP can do that (PHP-FPM, LiteSpeed). Each call is non-blocking with
// a short timeout: with WordPress's cURL transport a non-blocking call still waits until its
// timeout, which cURL rounds up to a whole second, so the timeout is set on the cURL handle itself
// (http_api_curl) to CLUVILLE_REVALIDATE_TIMEOUT_MS.
const CLUVILLE_REVALIDATE_TIMEOUT_MS = 300;

function cluville_revalidate( string $type, ?int $id = null ): void {
	if ( ! defined( 'CLUVILLE_SITE_URL' ) || ! defined( 'CLUVILLE_REVALIDATE_SECRET' ) ) {
		return;
	}
	$GLOBALS['cluville_revalidate_queue'][ $type . ':' . ( $id ?? '' ) ] = null === $id
		? array( 'type' => $type )
		: array( 'type' => $type, 'id' => $id );
}

/** Sends the collected calls; each returns within CLUVILLE_REVALIDATE_TIMEOUT_MS. */
function cluville_send_revalidations(): void {
	$queue = $GLOBALS['cluville_revalidate_queue'] ?? array();
	$GLOBALS['cluville_revalidate_queue'] = array();
	if ( ! $queue ) {
		return;
	}
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	} elseif ( function_exists( 'litespeed_finish_request' ) ) {
		litespeed_finish_request();
	}
	$url     = untrailingslashit( CLUVILLE_SITE_URL ) . '/api/revalidate';
	$shorten = static function ( $handle, array $args, string $request_url ) use ( $url ): void {
		if ( $request_url === $url && ! empty( $args['cluville_revalidate'] ) ) {
			// Below a second cURL needs NOSIGNAL (its resolver's alarm() counts whole seconds).
			curl_setopt( $handle, CURLOPT_NOSIGNAL, 1 );
			curl_setopt( $handle, CURLOPT_CONNECTTIMEOUT_MS, CLUVILLE_REVALIDATE_TIMEOUT_MS );
			curl_setopt( $handle, CURLOPT_TIMEOUT_MS, CLUVILLE_REVALIDATE_TIMEOUT_MS );
		}
	};
	add_action( 'http_api_curl', $shorten, 10, 3 );
	foreach ( $queue as $body ) {
		wp_remote_post(
			$url,
			array(
				'headers'             => array(
					'Content-Type'        => 'application/json',
					'x-revalidate-secret' => CLUVILLE_REVALIDATE_SECRET,
				),
				'body'                => wp_json_encode( $body ),
				'timeout'             => CLUVILLE_REVALIDATE_TIMEOUT_MS / 1000,
				'blocking'            => false,
				'cluville_revalidate' => true,
			)
		);
	}
	remove_action( 'http_api_curl', $shorten, 10 );
}
add_action( 'shutdown', 'cluville_send_revalidations' );

/** The site's content type of a post, or null when the site does not show that post type. */
function cluville_content_type( WP_Post $post ): ?string {
	$types = array( 'page' => 'page', 'room' => 'room', 'post' => 'post' );
	return $types[ $post->post_type ] ?? null;
}

// Published pages, rooms and posts. Priority 20: after ACF has saved its fields (priority 10).
add_action(
	'save_post',
	static function ( int $post_id, WP_Post $post ): void {
		$type = cluville_content_type( $post );
		if ( null === $type || wp_is_post_autosave( $post_id ) || wp_is_post_revision( $post_id ) || 'publish' !== $post->post_status ) {
			return;
		}
		cluville_revalidate( $type, $post_id );
	},
	20,
	2
);

// An item leaving "published" (unpublished, trashed, made private) must disappear from the site too.
add_action(
	'transition_post_status',
	static function ( string $new_status, string $old_status, WP_Post $post ): void {
		$type = cluville_content_type( $post );
		if ( null !== $type && 'publish' === $old_status && 'publish' !== $new_status ) {
			cluville_revalidate( $type, $post->ID );
		}
	},
	10,
	3
);

// The options page: ACF passes "options" (or "options_en" etc. per language); posts go above.
add_action(
	'acf/save_post',
	static function ( $post_id ): void {
		if ( is_string( $post_id ) && str_starts_with( $post_id, 'options' ) ) {
			cluville_revalidate( 'options' );
		}
	},
	20
);

// (d) The Preview button of pages, rooms and posts opens the draft on the site, not this theme:
// /api/preview checks the secret, fetches the draft (or the newest autosave) with the site's
// application password and shows it to this editor alone, never cached, never indexed.
add_filter(
	'preview_post_link',
	static function ( string $link, WP_Post $post ): string {
		$type = cluville_content_type( $post );
		if ( null === $type || ! defined( 'CLUVILLE_SITE_URL' ) || ! defined( 'CLUVILLE_PREVIEW_SECRET' ) ) {
			return $link;
		}
		return add_query_arg(
			array(
				'secret' => rawurlencode( CLUVILLE_PREVIEW_SECRET ),
				'type'   => $type,
				'id'     => $post->ID,
			),
			untrailingslashit( CLUVILLE_SITE_URL ) . '/api/preview'
		);
	},
	10,
	2
);
