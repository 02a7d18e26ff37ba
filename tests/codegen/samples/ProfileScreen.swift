import SwiftUI

struct ProfileScreen: View {
    private let tags = ["Design", "Code", "Math"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                HStack(alignment: .center, spacing: 12) {
                    AsyncImage(url: URL(string: "https://cdn.example.com/blobs/avatar.png")) { image in
                        image.resizable().aspectRatio(contentMode: .fill)
                    } placeholder: {
                        Color(red: 0.89, green: 0.91, blue: 0.94)
                    }
                    .frame(width: 48, height: 48)
                    .clipShape(Circle())
                    Text("Ada Lovelace")
                        .font(.system(size: 18, weight: .semibold))
                        .foregroundStyle(Color(red: 0.06, green: 0.09, blue: 0.16))
                        .lineLimit(1)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                (Text("Balance ").foregroundColor(Color(red: 0.39, green: 0.45, blue: 0.55))
                    + Text("$1,204.00").fontWeight(.bold))
                    .font(.system(size: 14))
                    .padding(16)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color.white)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .overlay(
                        RoundedRectangle(cornerRadius: 12)
                            .strokeBorder(Color.black.opacity(0.1), lineWidth: 1)
                    )
                    .shadow(color: Color.black.opacity(0.08), radius: 4, x: 0, y: 2)
                HStack(spacing: 8) {
                    ForEach(tags, id: \.self) { tag in
                        Text(tag)
                            .font(.system(size: 12))
                            .foregroundStyle(.white)
                            .padding(.horizontal, 10)
                            .padding(.vertical, 4)
                            .background(
                                LinearGradient(
                                    colors: [Color(red: 0.39, green: 0.40, blue: 0.95), Color(red: 0.55, green: 0.36, blue: 0.96)],
                                    startPoint: .topLeading,
                                    endPoint: .bottomTrailing
                                )
                            )
                            .clipShape(Capsule())
                    }
                }
                ZStack(alignment: .topLeading) {
                    UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16)
                        .fill(Color(red: 0.89, green: 0.91, blue: 0.94))
                    Text("Badge")
                        .font(.system(size: 11))
                        .kerning(0.5)
                        .offset(x: 12, y: 12)
                }
                .frame(height: 120)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 24)
        }
        .background(Color(red: 0.97, green: 0.98, blue: 0.99))
    }
}

#Preview {
    ProfileScreen()
}
