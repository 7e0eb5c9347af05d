<?php
/**
 * Plugin Name: Cluville test REST surface (tests only)
 * Description: For the real-WordPress test suite only (tests/wordpress-real/): gives WordPress the
 *              REST surface of the three plugins that cannot be installed offline, as the site reads
 *              it: ACF Pro + ACF to REST API (`acf/v3/options/options`, the `acf` field of pages,
 *              rooms and posts, written with `fields`) and Polylang Pro (`lang`, `translations`, the
 *              `?lang=` filter, the same slug in both languages). Never install it on a real site.
 *
 * Everything else is WordPress's own: storage, slugs, dates, uploads and their sizes, pagination,
 * application passwords, autosaves, and the project's mu-plugin hooks. The field definitions are
 * the project's ACF Local JSON (wordpress/acf-json, copied to mu-plugins/cluville-acf-json/ as
 * wordpress/README.md says); values are formatted as ACF's get_fields() does for the field types
 * used there: images and galleries as attachment arrays, links as arrays, repeaters and flexible
 * content as rows, empty values as false, numbers as the strings ACF stores.
 */

defined( 'ABSPATH' ) || exit;

const CLUVILLE_TEST_LANGS        = array( 'me', 'en' );
const CLUVILLE_TEST_DEFAULT_LANG = 'me';
const CLUVILLE_TEST_TYPES        = array( 'page', 'room', 'post' );

// --- ACF: field groups from Local JSON --------------------------------------------------------

/** The top-level fields of the groups whose location matches (post type or the options page). */
function cluville_test_fields( string $param, string $value ): array {
	static $groups = null;
	if ( null === $groups ) {
		$groups = array();
		foreach ( glob( __DIR__ . '/cluville-acf-json/*.json' ) as $file ) {
			$groups[] = json_decode( file_get_contents( $file ), true );
		}
	}
	$fields = array();
	foreach ( $groups as $group ) {
		foreach ( $group['location'] ?? array() as $rules ) {
			foreach ( $rules as $rule ) {
				if ( $rule['param'] === $param && '==' === $rule['operator'] && $rule['value'] === $value ) {
					foreach ( $group['fields'] as $field ) {
						$fields[] = $field;
					}
				}
			}
		}
	}
	return $fields;
}

/** acf_get_attachment(): what an image field with return format "array" gives. */
function cluville_test_attachment( $id ) {
	$id   = (int) ( is_array( $id ) ? ( $id['id'] ?? 0 ) : $id );
	$post = $id ? get_post( $id ) : null;
	if ( ! $post || 'attachment' !== $post->post_type ) {
		return false;
	}
	$url  = wp_get_attachment_url( $id );
	$meta = wp_get_attachment_metadata( $id );
	list( $type, $subtype ) = array_pad( explode( '/', $post->post_mime_type ), 2, '' );
	$sizes = array();
	foreach ( get_intermediate_image_sizes() as $size ) {
		$src = wp_get_attachment_image_src( $id, $size );
		if ( $src ) {
			$sizes[ $size ]             = $src[0];
			$sizes[ $size . '-width' ]  = $src[1];
			$sizes[ $size . '-height' ] = $src[2];
		}
	}
	$file = get_attached_file( $id );
	return array(
		'ID'          => $id,
		'id'          => $id,
		'title'       => $post->post_title,
		'filename'    => wp_basename( $url ),
		'filesize'    => $file && file_exists( $file ) ? filesize( $file ) : 0,
		'url'         => $url,
		'link'        => get_attachment_link( $id ),
		'alt'         => get_post_meta( $id, '_wp_attachment_image_alt', true ),
		'author'      => $post->post_author,
		'description' => $post->post_content,
		'caption'     => $post->post_excerpt,
		'name'        => $post->post_name,
		'status'      => $post->post_status,
		'uploaded_to' => $post->post_parent,
		'date'        => $post->post_date_gmt,
		'modified'    => $post->post_modified_gmt,
		'menu_order'  => $post->menu_order,
		'mime_type'   => $post->post_mime_type,
		'type'        => $type,
		'subtype'     => $subtype,
		'icon'        => wp_mime_type_icon( $id ),
		'width'       => $meta['width'] ?? 0,
		'height'      => $meta['height'] ?? 0,
		'sizes'       => $sizes,
	);
}

/** Stored values are what ACF keeps in meta: strings, ids, rows. */
function cluville_test_store( array $field, $value ) {
	switch ( $field['type'] ) {
		case 'image':
			return is_array( $value ) ? (string) ( $value['id'] ?? '' ) : (string) $value;
		case 'gallery':
			return array_map( static fn( $item ) => (string) ( is_array( $item ) ? ( $item['id'] ?? '' ) : $item ), (array) $value );
		case 'link':
			return is_array( $value ) ? $value : '';
		case 'true_false':
			return $value ? '1' : '0';
		case 'repeater':
			return array_map( static fn( $row ) => cluville_test_store_all( $field['sub_fields'], (array) $row ), array_values( (array) $value ) );
		case 'group':
			return cluville_test_store_all( $field['sub_fields'], (array) $value );
		case 'flexible_content':
			$rows = array();
			foreach ( (array) $value as $row ) {
				$layout = cluville_test_layout( $field, $row['acf_fc_layout'] ?? '' );
				if ( $layout ) {
					$rows[] = array( 'acf_fc_layout' => $layout['name'] ) + cluville_test_store_all( $layout['sub_fields'] ?? array(), (array) $row );
				}
			}
			return $rows;
		default:
			return is_scalar( $value ) ? (string) $value : '';
	}
}

function cluville_test_store_all( array $fields, array $values ): array {
	$out = array();
	foreach ( $fields as $field ) {
		if ( array_key_exists( $field['name'], $values ) ) {
			$out[ $field['name'] ] = cluville_test_store( $field, $values[ $field['name'] ] );
		}
	}
	return $out;
}

function cluville_test_layout( array $field, string $name ): ?array {
	foreach ( $field['layouts'] ?? array() as $layout ) {
		if ( $layout['name'] === $name ) {
			return $layout;
		}
	}
	return null;
}

/** get_field()'s formatting of a stored value; null when nothing was ever stored. */
function cluville_test_format( array $field, $value ) {
	if ( null === $value ) {
		return null;
	}
	switch ( $field['type'] ) {
		case 'image':
			return '' === $value ? false : cluville_test_attachment( $value );
		case 'gallery':
			$images = array_values( array_filter( array_map( 'cluville_test_attachment', is_array( $value ) ? $value : array() ) ) );
			return $images ? $images : false;
		case 'true_false':
			return (bool) $value;
		case 'wysiwyg':
			return '' === $value ? '' : wpautop( convert_chars( wptexturize( $value ) ) );
		case 'repeater':
			$rows = array_map( static fn( $row ) => cluville_test_format_all( $field['sub_fields'], (array) $row, true ), is_array( $value ) ? $value : array() );
			return $rows ? $rows : false;
		case 'group':
			return cluville_test_format_all( $field['sub_fields'], (array) $value, true );
		case 'flexible_content':
			$rows = array();
			foreach ( is_array( $value ) ? $value : array() as $row ) {
				$layout = cluville_test_layout( $field, $row['acf_fc_layout'] );
				$rows[] = array( 'acf_fc_layout' => $row['acf_fc_layout'] ) + cluville_test_format_all( $layout['sub_fields'] ?? array(), $row, true );
			}
			return $rows ? $rows : false;
		default:
			return $value;
	}
}

/** Every field of a group or row; inside rows a field never saved is false or "" as in ACF. */
function cluville_test_format_all( array $fields, array $values, bool $in_row = false ): array {
	$out = array();
	foreach ( $fields as $field ) {
		$value = cluville_test_format( $field, $values[ $field['name'] ] ?? ( $in_row ? '' : null ) );
		if ( null !== $value || $in_row ) {
			$out[ $field['name'] ] = $value;
		}
	}
	return $out;
}

/** ACF to REST API's `acf`: `[]` for an item with no field group or no value stored. */
function cluville_test_acf_of( array $fields, $stored ) {
	$stored = is_array( $stored ) ? $stored : array();
	if ( ! $fields ) {
		return array();
	}
	$out = array();
	foreach ( $fields as $field ) {
		$out[ $field['name'] ] = cluville_test_format( $field, $stored[ $field['name'] ] ?? null );
		if ( null === $out[ $field['name'] ] ) {
			$out[ $field['name'] ] = false;
		}
	}
	return $out;
}

function cluville_test_post_fields( string $post_type ): array {
	return cluville_test_fields( 'post_type', $post_type );
}

// --- Polylang: languages ----------------------------------------------------------------------

/** The language of a post: its own, or the default one (Polylang assigns it on save). */
function cluville_test_lang( int $post_id ): string {
	$lang = get_post_meta( $post_id, 'cluville_test_lang', true );
	return in_array( $lang, CLUVILLE_TEST_LANGS, true ) ? $lang : CLUVILLE_TEST_DEFAULT_LANG;
}

function cluville_test_translations( int $post_id ): array {
	$group = get_post_meta( $post_id, 'cluville_test_translations', true );
	$group = is_array( $group ) ? $group : array();
	$group[ cluville_test_lang( $post_id ) ] = $post_id;
	$out = array();
	foreach ( CLUVILLE_TEST_LANGS as $lang ) {
		if ( isset( $group[ $lang ] ) && get_post( $group[ $lang ] ) ) {
			$out[ $lang ] = (int) $group[ $lang ];
		}
	}
	return $out;
}

/** The language the current REST request creates or edits in (for slugs, before meta exists). */
$GLOBALS['cluville_test_request_lang'] = null;

foreach ( CLUVILLE_TEST_TYPES as $cluville_test_type ) {
	add_filter(
		"rest_pre_insert_{$cluville_test_type}",
		static function ( $prepared, WP_REST_Request $request ) {
			$lang = $request->get_param( 'lang' );
			if ( ! $lang && ! empty( $prepared->ID ) ) {
				$lang = cluville_test_lang( (int) $prepared->ID );
			}
			$GLOBALS['cluville_test_request_lang'] = in_array( $lang, CLUVILLE_TEST_LANGS, true ) ? $lang : CLUVILLE_TEST_DEFAULT_LANG;
			return $prepared;
		},
		10,
		2
	);
}

// Polylang Pro's shared slugs: a slug taken only in the other language stays as it is.
add_filter(
	'wp_unique_post_slug',
	static function ( $slug, $post_id, $status, $post_type, $parent, $original ) {
		if ( $slug === $original || ! in_array( $post_type, CLUVILLE_TEST_TYPES, true ) ) {
			return $slug;
		}
		$lang = $GLOBALS['cluville_test_request_lang'] ?? ( $post_id ? cluville_test_lang( (int) $post_id ) : CLUVILLE_TEST_DEFAULT_LANG );
		global $wpdb;
		$taken = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT ID FROM $wpdb->posts WHERE post_name = %s AND post_type = %s AND ID != %d AND post_status NOT IN ('inherit', 'auto-draft')",
				$original,
				$post_type,
				(int) $post_id
			)
		);
		foreach ( $taken as $other ) {
			if ( cluville_test_lang( (int) $other ) === $lang ) {
				return $slug;
			}
		}
		return $original;
	},
	10,
	6
);

add_action(
	'rest_api_init',
	static function (): void {
		foreach ( CLUVILLE_TEST_TYPES as $type ) {
			register_rest_field(
				$type,
				'lang',
				array(
					'get_callback'    => static fn( array $item ) => cluville_test_lang( (int) $item['id'] ),
					'update_callback' => static function ( $value, WP_Post $post ) {
						if ( in_array( $value, CLUVILLE_TEST_LANGS, true ) ) {
							update_post_meta( $post->ID, 'cluville_test_lang', $value );
						}
						return true;
					},
					'schema'          => array( 'type' => 'string', 'context' => array( 'view', 'edit' ) ),
				)
			);
			register_rest_field(
				$type,
				'translations',
				array(
					'get_callback'    => static fn( array $item ) => (object) cluville_test_translations( (int) $item['id'] ),
					'update_callback' => static function ( $value, WP_Post $post ) {
						$group = cluville_test_translations( $post->ID );
						foreach ( (array) $value as $lang => $id ) {
							if ( in_array( $lang, CLUVILLE_TEST_LANGS, true ) && get_post( (int) $id ) ) {
								$group[ $lang ] = (int) $id;
							}
						}
						foreach ( $group as $id ) {
							update_post_meta( $id, 'cluville_test_translations', $group );
						}
						return true;
					},
					'schema'          => array( 'type' => 'object', 'context' => array( 'view', 'edit' ) ),
				)
			);
			// ACF to REST API: `acf` out, `fields` in (its rest_insert hook).
			register_rest_field(
				$type,
				'acf',
				array(
					'get_callback' => static fn( array $item ) => cluville_test_acf_of(
						cluville_test_post_fields( get_post_type( $item['id'] ) ?: $item['type'] ),
						get_post_meta( $item['id'], 'cluville_test_acf', true )
					),
					'schema'       => array( 'description' => 'Expose advanced custom fields.', 'type' => 'object' ),
				)
			);
			add_action(
				"rest_insert_{$type}",
				static function ( WP_Post $post, WP_REST_Request $request ): void {
					$lang = $request->get_param( 'lang' );
					if ( ! get_post_meta( $post->ID, 'cluville_test_lang', true ) ) {
						update_post_meta( $post->ID, 'cluville_test_lang', in_array( $lang, CLUVILLE_TEST_LANGS, true ) ? $lang : CLUVILLE_TEST_DEFAULT_LANG );
					}
					$fields = $request->get_param( 'fields' );
					if ( is_array( $fields ) ) {
						$stored = get_post_meta( $post->ID, 'cluville_test_acf', true );
						$stored = array_merge( is_array( $stored ) ? $stored : array(), cluville_test_store_all( cluville_test_post_fields( $post->post_type ), $fields ) );
						update_post_meta( $post->ID, 'cluville_test_acf', $stored );
					}
				},
				10,
				2
			);
			// Polylang's `?lang=` on collections; without it, every language.
			add_filter(
				"rest_{$type}_query",
				static function ( array $args, WP_REST_Request $request ): array {
					$lang = $request->get_param( 'lang' );
					if ( in_array( $lang, CLUVILLE_TEST_LANGS, true ) ) {
						$args['meta_query']   = $args['meta_query'] ?? array();
						$args['meta_query'][] = array(
							'key'   => 'cluville_test_lang',
							'value' => $lang,
						);
					}
					return $args;
				},
				10,
				2
			);
		}

		// ACF to REST API's options route: GET answers {"acf": {...}}; POST/PUT with {"fields": {...}}.
		// A file `cluville-test-no-acf-rest` in wp-content stands for the plugin switched off: no
		// route, so WordPress answers 404 rest_no_route as it does without the plugin.
		if ( file_exists( WP_CONTENT_DIR . '/cluville-test-no-acf-rest' ) ) {
			return;
		}
		register_rest_route(
			'acf/v3',
			'/options/(?P<id>[\w\-\_]+)/?(?P<field>[\w\-\_]+)?',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'permission_callback' => '__return_true',
					'callback'            => static function ( WP_REST_Request $request ) {
						$acf   = cluville_test_options( $request );
						$field = $request->get_param( 'field' );
						return rest_ensure_response( $field ? array( $field => $acf[ $field ] ?? null ) : array( 'acf' => $acf ) );
					},
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'permission_callback' => static fn() => current_user_can( 'edit_posts' ),
					'callback'            => static function ( WP_REST_Request $request ) {
						$lang   = cluville_test_options_lang( $request );
						$fields = $request->get_param( 'fields' );
						if ( ! is_array( $fields ) ) {
							return new WP_Error( 'cant_update_item', 'Cannot update item', array( 'status' => 500 ) );
						}
						$stored = get_option( "cluville_test_acf_options_{$lang}", array() );
						$stored = array_merge( is_array( $stored ) ? $stored : array(), cluville_test_store_all( cluville_test_fields( 'options_page', 'acf-options' ), $fields ) );
						update_option( "cluville_test_acf_options_{$lang}", $stored, false );
						// ACF's hook after saving the options page (the mu-plugin revalidates on it).
						do_action( 'acf/save_post', CLUVILLE_TEST_DEFAULT_LANG === $lang ? 'options' : "options_{$lang}" );
						return rest_ensure_response( array( 'acf' => cluville_test_options( $request ) ) );
					},
				),
			)
		);
	}
);

function cluville_test_options_lang( WP_REST_Request $request ): string {
	$lang = $request->get_param( 'lang' );
	return in_array( $lang, CLUVILLE_TEST_LANGS, true ) ? $lang : CLUVILLE_TEST_DEFAULT_LANG;
}

function cluville_test_options( WP_REST_Request $request ): array {
	$lang = cluville_test_options_lang( $request );
	return cluville_test_acf_of( cluville_test_fields( 'options_page', 'acf-options' ), get_option( "cluville_test_acf_options_{$lang}", array() ) );
}
